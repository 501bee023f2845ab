import {
  CACHE_BUSTING_PARAM,
  DESIGN_NAME_MAX_LENGTH as LIBRARY_NAME_MAX,
} from '@storefront/designs';
import { describe, expect, it } from 'vitest';
import { expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { SERVICE_BASE_PATHS } from '../../app.ts';
import { TEST_SANDBOX_ORIGIN } from '../../testing.ts';
import { ASSETS_BASE_PATH } from '../assets/uploads.ts';
import { DESIGN_NAME_MAX_LENGTH } from './requests.ts';
import type { DesignList, SharedDesign } from './routes.ts';
import { START, setUpDesignsSandbox } from './routes.test-setup.ts';
import type { Design, RenderingInstructions } from './view.ts';
import { SELECTOR_BASE_PATH, SESSION_BASE_PATH, TIMESTAMP_PARAM } from './view.ts';

const { sandbox, kit, demo, create } = setUpDesignsSandbox();

describe('ownership', () => {
  it('hides a customer’s designs from another customer (404, never listed)', async () => {
    const design = await create(demo.token, { name: 'Dana’s secret box' });
    const other = await kit.signUp();
    const path = `/session/designs/${design.id}`;

    const answers = await Promise.all([
      kit.call('GET', path, { token: other.accessToken }),
      kit.call('PUT', path, { token: other.accessToken, body: { version: 1, name: 'Mine' } }),
      kit.call('POST', `${path}:rename`, { token: other.accessToken, body: { name: 'Mine' } }),
      kit.call('POST', `${path}:duplicate`, { token: other.accessToken }),
      kit.call('GET', `${path}/renderingInstructions`, { token: other.accessToken }),
      kit.call('DELETE', path, { token: other.accessToken }),
    ]);
    const list = await kit.call<DesignList>('GET', '/session/designs', {
      token: other.accessToken,
    });

    expect(answers.map((answer) => [answer.status, answer.body.title])).toEqual(
      Array.from({ length: 6 }, () => [404, 'DesignNotFound']),
    );
    expect(list.body.designs).toEqual([]);
    const kept = await kit.call<Design>('GET', path, { token: demo.token });
    expect(kept.body).toMatchObject({ name: 'Dana’s secret box', version: 1 });
  });

  it('keeps anonymous designs to their session', async () => {
    const mine = await kit.anonymous();
    const theirs = await kit.anonymous('ybd');
    const design = await create(mine.anonymousToken, { name: 'Anonymous draft' });

    const own = await kit.call<DesignList>('GET', '/session/designs', {
      token: mine.anonymousToken,
    });
    const foreign = await kit.call('GET', `/session/designs/${design.id}`, {
      token: theirs.anonymousToken,
    });
    const customer = await kit.call('GET', `/session/designs/${design.id}`, { token: demo.token });

    expect(design.storefrontId).toBe('boxup');
    expect(own.body.designs.map((d) => d.id)).toEqual([design.id]);
    expect(foreign.status).toBe(404);
    expect(customer.status).toBe(404);
  });

  it('moves an anonymous session’s designs to the customer it signs in as', async () => {
    const { email, password } = await kit.signUp();
    const session = await kit.anonymous();
    const draft = await create(session.anonymousToken, { name: 'Made before signing in' });

    const accessToken = await kit.signIn(email, password, session);
    const list = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });
    const renamed = await kit.call<Design>('POST', `/session/designs/${draft.id}:rename`, {
      token: accessToken,
      body: { name: 'Now the customer’s' },
    });
    const anonymousAfter = await kit.call<DesignList>('GET', '/session/designs', {
      token: session.anonymousToken,
    });
    const anonymousRead = await kit.call('GET', `/session/designs/${draft.id}`, {
      token: session.anonymousToken,
    });

    expect(list.body.designs.map((d) => d.id)).toEqual([draft.id]);
    expect(renamed.status).toBe(200);
    expect(anonymousAfter.body.designs).toEqual([]);
    expect(anonymousRead.status).toBe(404);
  });

  it('moves designs the merged session makes later on its next request', async () => {
    const { email, password } = await kit.signUp();
    const session = await kit.anonymous();
    const accessToken = await kit.signIn(email, password, session);

    const late = await create(session.anonymousToken, { name: 'Saved from an old tab' });
    await kit.call('GET', '/session/designs', { token: session.anonymousToken });
    const list = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });

    expect(list.body.designs.map((d) => d.id)).toEqual([late.id]);
  });

  it('leaves an anonymous session’s designs alone when the sign-in did not merge it', async () => {
    const { email, password } = await kit.signUp();
    const session = await kit.anonymous();
    await create(session.anonymousToken);

    const accessToken = await kit.signIn(email, password, {
      ...session,
      validationKey: 'not-the-key',
    });
    const list = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });

    expect(list.body.total).toBe(0);
  });
});

describe('rendering instructions', () => {
  it('answers the document and a working surface-attributes URL of the design’s size', async () => {
    const design = await create(demo.token);

    const response = await sandbox.fetch(design.renderingInstructionsUrl, {
      headers: { Authorization: `Bearer ${demo.token}` },
    });
    const instructions = (await response.json()) as RenderingInstructions;
    const surfaces = await sandbox.fetch(instructions.surfacesUrl ?? '');

    expect(response.status).toBe(200);
    expect(instructions).toMatchObject({
      designId: design.id,
      version: 1,
      productKey: 'custom-mailer-box',
      productVersion: expect.any(Number),
      boxStyle: 'displayMailer',
      selection: design.selection,
      document: design.document,
      previewUrl: null,
      updatedAt: design.updatedAt,
    });
    expect(instructions.surfacesUrl).toContain('/selector/products/custom-mailer-box/versions/');
    await expectAnswerMatching(surfaces, 200, { attributes: { Size: '9 x 6 x 3' } });
  });

  it('has no surfaces URL without a size', async () => {
    const design = await create(demo.token, { selection: {} });

    const answer = await kit.call<RenderingInstructions>(
      'GET',
      `/session/designs/${design.id}/renderingInstructions`,
      { token: demo.token },
    );

    expect(answer.body.surfacesUrl).toBeNull();
  });
});

describe('shared designs', () => {
  async function share(designId: string) {
    const answer = await kit.call<{ id: string }>('POST', '/session/generateUniqueURL', {
      token: demo.token,
      body: {
        storefrontId: 'boxup',
        siteUrl: 'https://boxup.example',
        kind: 'design',
        designId,
        name: 'Dana',
      },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  it('shows a shared design read-only without a bearer, with its own rendering URL', async () => {
    const design = await create(demo.token, { name: 'Shared mailer' });
    const shareId = await share(design.id);

    const answer = await kit.call<SharedDesign>('GET', `/session/shared/${shareId}/design`);
    const rendering = await sandbox.fetch(answer.body.design.renderingInstructionsUrl);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      shareId,
      sharedBy: 'Dana',
      expiresAt: new Date(START.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      design: { id: design.id, name: 'Shared mailer', document: design.document },
    });
    expect(answer.body.design.renderingInstructionsUrl).toBe(
      `${TEST_SANDBOX_ORIGIN}/session/shared/${shareId}/renderingInstructions?timestamp=${START.getTime()}`,
    );
    await expectAnswerMatching(rendering, 200, { designId: design.id });
  });

  it('answers 404 ShareLinkNotFound once the link expired, and DesignNotFound once deleted', async () => {
    const expiring = await create(demo.token);
    const expiringShare = await share(expiring.id);
    const deleted = await create(demo.token);
    const deletedShare = await share(deleted.id);
    await kit.call('DELETE', `/session/designs/${deleted.id}`, { token: demo.token });

    const gone = await kit.call('GET', `/session/shared/${deletedShare}/design`);
    sandbox.clock.advance(30 * 24 * 60 * 60 * 1000);
    const expired = await kit.call('GET', `/session/shared/${expiringShare}/design`);
    const unknown = await kit.call('GET', '/session/shared/nope/renderingInstructions');

    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ title: 'DesignNotFound', detail: 'The shared design was deleted' });
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual({
      title: 'ShareLinkNotFound',
      detail: 'Request is invalid or expired',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('agreements', () => {
  it('uses the base paths the app mounts the services under', () => {
    expect(SESSION_BASE_PATH).toBe(SERVICE_BASE_PATHS.session);
    expect(ASSETS_BASE_PATH).toBe(SERVICE_BASE_PATHS.assets);
    expect(SELECTOR_BASE_PATH).toBe(SERVICE_BASE_PATHS.selector);
  });

  it('follows the design name length and cache-busting parameter of @storefront/designs', () => {
    expect(DESIGN_NAME_MAX_LENGTH).toBe(LIBRARY_NAME_MAX);
    expect(TIMESTAMP_PARAM).toBe(CACHE_BUSTING_PARAM);
  });
});
