/** Colour of unprinted board in the canvas and the 3D preview. */
export const BOARD_COLOUR = '#d9c3a0';
