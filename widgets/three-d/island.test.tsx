// @vitest-environment jsdom
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ThreeDIsland } from './island.tsx'

/**
 * The island's HTML as the site's build writes it into `/3d`: React's streaming render, read to its end. (In a
 * page of its own: the island makes the page's one runtime.)
 */
async function pageHtml(): Promise<string> {
  const stream = await renderToReadableStream(<ThreeDIsland screen="entry" />, { identifierPrefix: 'r3' })
  return new Response(stream).text()
}

describe('/3d as the site sends it', () => {
  it('has the entry screen whole, the paste card in its place, and nothing hidden for a script to move in later', async () => {
    const html = await pageHtml()
    const paste = html.indexOf('<h2>Paste a slip</h2>')
    expect(paste).toBeGreaterThan(html.indexOf('<h1'))
    expect(paste).toBeLessThan(html.indexOf('Selected Numbers'))
    expect(html).toContain('>Submit</button>')
    // A part left for later comes as a hidden copy at the end with an inline script that swaps it in on a later
    // frame, whether or not the island has hydrated those nodes by then.
    expect(html).not.toMatch(/<script|<template|\shidden[\s>=]/)
  })
})
