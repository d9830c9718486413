import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";

/** How the server side of a proxy ended, and the status the proxy exits with for it. */
export interface UpstreamEnd {
  readonly status: number;
  /** Finishes "The MCP server … before answering": `exited with code 3`, `ended the session`. */
  readonly how: string;
}

/** The server side of the proxy: a server process, or a remote server over HTTP. */
export interface Upstream extends Transport {
  /** Settles once the server has gone. */
  readonly ended: Promise<UpstreamEnd>;
  /** Names the server in lines on stderr: its command line, or its URL. */
  readonly label: string;
  /** Passes a signal on to a server process; nothing for a remote server. */
  kill(signal: NodeJS.Signals): void;
}
