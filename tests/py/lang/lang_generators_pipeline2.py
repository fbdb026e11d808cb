def read_batches(data, size):
    for i in range(0, len(data), size):
        yield data[i:i + size]
def normalize(batches):
    for b in batches:
        m = sum(b) / len(b)
        yield [round(x - m, 3) for x in b]
def take(it, n):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
data = list(range(1, 11))
print(list(take(normalize(read_batches(data, 3)), 3)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
print(list(take(fib(), 10)), sum(x for x in take(fib(), 20) if x % 2 == 0))
gen = (x * x for x in range(5))
print(next(gen), next(gen), list(gen))
def echo():
    received = []
    while True:
        v = yield len(received)
        if v is None:
            break
        received.append(v)
    return received
e = echo()
next(e)
e.send('a'); e.send('b')
try:
    e.send(None)
except StopIteration as s:
    print('echo returned', s.value)
def delegator():
    result = yield from echo()
    yield f'got {result}'
d = delegator()
next(d)
d.send(1)
print(d.send(None))
def with_cleanup():
    try:
        yield 1
        yield 2
    finally:
        print('gen cleanup')
for v in with_cleanup():
    if v == 1:
        break
print('after break')
