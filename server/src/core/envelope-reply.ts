// A successful answer whose envelope needs its own code and message (partial import: success true, code 201).
// The HTTP layer sends `{success: true, code, message, result}` when a handler returns one of these.
export class EnvelopeReply {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly result: unknown,
  ) {}
}
