f = lambda f: f(f)
f(f)
