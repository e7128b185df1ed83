/** What the server and its picture process (picture-worker.ts) say to each other. */
export type PictureRequest =
  | { id: number; op: "metadata"; source: Uint8Array }
  | { id: number; op: "encode"; source: Uint8Array; widths: number[]; enlarge: boolean };

export interface PictureMetadata {
  format: string;
  compression: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

export type PictureReply =
  | { id: number; ok: true; metadata: PictureMetadata }
  | { id: number; ok: true; files: Array<{ width: number; data: Uint8Array }> }
  | { id: number; ok: false; error: string };
