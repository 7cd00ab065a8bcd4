/**
 * @jest-environment node
 */
import React from "react"
import { renderToString } from "react-dom/server"
import DeferredHydration from "../../DeferredHydration"
import StaticHtml from ".."

describe("server rendering", () => {
  it("StaticHtml renders its children", () => {
    expect(
      renderToString(
        <StaticHtml className="markdown">
          <p>Text from the server</p>
        </StaticHtml>,
      ),
    ).toBe('<div class="markdown"><p>Text from the server</p></div>')
  })

  it("DeferredHydration renders its part inside a Suspense boundary", () => {
    expect(
      renderToString(
        <DeferredHydration>
          <nav>Sidebar</nav>
        </DeferredHydration>,
      ),
    ).toBe("<!--$--><nav>Sidebar</nav><!--/$-->")
  })
})
