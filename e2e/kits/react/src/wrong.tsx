// Mistakes a partner could make; the kit test expects each to be a type error, and nothing else in the app.
export const Wrong = () => (
  <>
    <shwe-2d-board scren="bet" />
    <shwe-2d-board screen="nope" />
    <shwe-2d-board onauthchange={(event) => event.detail.signed} />
  </>
)
