def sub():
    total = 0
    while True:
        x = yield total
        if x is None: return total
        total += x
def main():
    r = yield from sub()
    yield 'final ' + str(r)
g = main(); next(g)
print(g.send(1), g.send(2), g.send(None))
