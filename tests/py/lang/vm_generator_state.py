def g():
    yield 1
gen = g()
print(type(gen).__name__, gen.__name__)
print(next(gen))
print(next(gen, 'default'))
print(list(gen))
