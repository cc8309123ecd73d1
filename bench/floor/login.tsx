/** The console's /login first stage (features/auth/login-screen.tsx, login-start.tsx) as plain markup. */
export function LoginScreen() {
  return (
    <main className="sign-in">
      <div className="card">
        <p className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Prequel Console
        </p>
        <h1>Sign in to the product</h1>
        <button type="button">Continue with Google</button>
        <button type="button" className="outline">
          Continue with SSO
        </button>
        <p className="divider">or</p>
        <form noValidate onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            required
          />
          <button type="submit" className="outline">
            Continue with email
          </button>
        </form>
        <p className="muted">
          Don't have an account? <a href="#request-account">request an account</a>
        </p>
      </div>
    </main>
  );
}
