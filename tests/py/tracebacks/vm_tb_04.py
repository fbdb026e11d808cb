def g():
    pritn("x")
g()
