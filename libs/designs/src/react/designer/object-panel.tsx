import { Button, Checkbox, Select, TextArea, cn } from '@storefront/ui-kit';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import type { EditorObject, EditorTextObject } from '../../lib/editor/editor-document';
import { EDITOR_FONTS, objectLabel } from '../../lib/editor/editor-document';
import type { EditorObjectChanges } from '../../lib/editor/editor-reducer';
import { useDesignsFormat } from '../use-designs-format';

/** Name of an object for lists and announcements (internal). */
export function useObjectName() {
  const { t } = useDesignsFormat();
  return (object: EditorObject) =>
    object.type === 'image'
      ? t('designer.objectImage', { name: object.filename })
      : t('designer.objectText', { text: objectLabel(object) });
}

/**
 * The objects of the active panel as a list of toggle buttons (internal). The focused
 * object's button takes the editing keys: arrows move, + and − scale, Delete removes.
 */
export function ObjectList({
  objects,
  panelName,
  selectedId,
  onSelect,
  onKeyDown,
  helpId,
  headingLevel,
}: {
  headingLevel: 2 | 3;
  objects: readonly EditorObject[];
  panelName: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onKeyDown: (event: KeyboardEvent, id: string) => void;
  helpId: string;
}) {
  const { t, number } = useDesignsFormat();
  const name = useObjectName();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="text-ink font-semibold">
        {t('designer.objects', { panel: panelName })}
      </Heading>
      <p id={helpId} className="text-ink-muted text-sm">
        {t('designer.objectsHelp')}
      </p>
      {objects.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('designer.objectsEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {[...objects].reverse().map((object) => {
            const selected = object.id === selectedId;
            return (
              <li key={object.id}>
                <button
                  type="button"
                  data-object-id={object.id}
                  aria-pressed={selected}
                  aria-describedby={helpId}
                  onClick={() => onSelect(object.id)}
                  onKeyDown={(event) => onKeyDown(event, object.id)}
                  className={cn(
                    'rounded-brand flex w-full flex-col items-start border px-3 py-2 text-left',
                    'focus-visible:outline-brand-primary focus-visible:outline-2 focus-visible:outline-offset-2',
                    selected ? 'border-brand-primary bg-surface-muted' : 'border-border bg-surface',
                  )}
                >
                  <span className="text-ink font-medium">{name(object)}</span>
                  <span className="text-ink-muted text-sm">
                    {t('designer.objectPosition', {
                      x: number(object.x, 2),
                      y: number(object.y, 2),
                      width: number(object.width, 2),
                      height: number(object.height, 2),
                    })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Buttons for the selected object (internal): the keyboard's actions for pointer users too. */
export function ObjectActions({
  object,
  onMove,
  onScale,
  onReorder,
  onFill,
  onRemove,
}: {
  object: EditorObject;
  onMove: (dx: number, dy: number) => void;
  onScale: (factor: number) => void;
  onReorder: (direction: 'forward' | 'backward') => void;
  onFill: () => void;
  onRemove: () => void;
}) {
  const { t } = useDesignsFormat();
  const name = useObjectName();
  const headingId = useId();
  const step = 1 / 16;
  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={headingId}>
      <p id={headingId} className="text-ink text-sm font-semibold">
        {t('designer.selected', { name: name(object) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onMove(-step, 0)}>
          {t('designer.moveLeft')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onMove(step, 0)}>
          {t('designer.moveRight')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onMove(0, -step)}>
          {t('designer.moveUp')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onMove(0, step)}>
          {t('designer.moveDown')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onScale(1.1)}>
          {t('designer.larger')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onScale(1 / 1.1)}>
          {t('designer.smaller')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onReorder('forward')}>
          {t('designer.forward')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onReorder('backward')}>
          {t('designer.backward')}
        </Button>
        {object.type === 'image' ? (
          <Button size="sm" variant="secondary" onClick={onFill}>
            {t('designer.fillPanel')}
          </Button>
        ) : null}
        <Button size="sm" variant="danger" onClick={onRemove}>
          {t('designer.remove')}
        </Button>
      </div>
    </div>
  );
}

/** Text, font, size, colour and style of the selected text (internal). */
export function TextControls({
  object,
  onChange,
}: {
  object: EditorTextObject;
  onChange: (changes: EditorObjectChanges) => void;
}) {
  const { t } = useDesignsFormat();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <TextArea
        label={t('designer.text')}
        rows={2}
        value={object.text}
        maxLength={500}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
      />
      <Select
        label={t('designer.font')}
        options={EDITOR_FONTS.map((font) => ({ value: font, label: font }))}
        value={object.fontFamily}
        onChange={(font) => onChange({ fontFamily: font as EditorTextObject['fontFamily'] })}
      />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-size`} className="text-ink text-sm font-semibold">
            {t('designer.fontSize')}
          </label>
          <input
            id={`${id}-size`}
            type="number"
            min={4}
            max={400}
            step={1}
            value={object.fontSize}
            onChange={(event) => {
              const size = Number(event.currentTarget.value);
              if (Number.isFinite(size) && size >= 4 && size <= 400) onChange({ fontSize: size });
            }}
            className="rounded-brand border-ink-muted bg-surface text-ink min-h-10 border px-3"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-colour`} className="text-ink text-sm font-semibold">
            {t('designer.colour')}
          </label>
          <input
            id={`${id}-colour`}
            type="color"
            value={object.colour}
            onChange={(event) => onChange({ colour: event.currentTarget.value })}
            className="rounded-brand border-ink-muted h-10 w-full border"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-4">
        <Checkbox
          label={t('designer.bold')}
          checked={object.bold}
          onChange={(event) => onChange({ bold: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('designer.italic')}
          checked={object.italic}
          onChange={(event) => onChange({ italic: event.currentTarget.checked })}
        />
      </div>
      <Select
        label={t('designer.align')}
        options={(['left', 'center', 'right'] as const).map((align) => ({
          value: align,
          label: t(`designer.alignOptions.${align}`),
        }))}
        value={object.align}
        onChange={(align) => onChange({ align: align as EditorTextObject['align'] })}
      />
    </div>
  );
}
