import { validationBody } from '@shwe/contract'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'

/** Reads a JSON object body; a malformed or non-object body is a 422 with a field-style message. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HTTPException(422, {
      res: c.json(validationBody({ body: ['The request body must be valid JSON.'] }), 422),
    })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HTTPException(422, {
      res: c.json(validationBody({ body: ['The request body must be a JSON object.'] }), 422),
    })
  }
  return body as Record<string, unknown>
}

/** The origin the request came to (`http://localhost:4321`): absolute links in replies point back here. */
export const requestOrigin = (c: Context): string => new URL(c.req.url).origin

/** An absolute URL for a path under the server root, on the origin the request came to. */
export const absoluteUrl = (c: Context, path: string): string =>
  new URL(path.replace(/^\/+/, ''), `${requestOrigin(c)}/`).toString()
