def f(
    a,
    b):
    return a.upper() + b
f("x",
  1)
