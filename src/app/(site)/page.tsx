export default function HomePage() {
  return (
    <main>
      <h1>Digital Solutions &amp; Web Development South Africa</h1>
    </main>
  )
}
