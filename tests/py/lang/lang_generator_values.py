def gen():
    x = yield 1
    print('got', x)
    y = yield 2
    print('got', y)
    return 'finished'

g = gen()
print(next(g))
print(g.send('a'))
try:
    g.send('b')
except StopIteration as e:
    print('StopIteration', e.value, e.args)

def inner():
    yield 'i1'
    return 'inner result'

def outer():
    r = yield from inner()
    print('inner returned', r)
    yield 'o1'

print(list(outer()))

def counter(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return i

it = counter(2)
print(next(it), next(it))
try:
    next(it)
except StopIteration as e:
    print('done with', e.value)
print(next(counter(0), 'default'))
it2 = iter([1])
print(next(it2), next(it2, None))
try:
    next(iter([]))
except StopIteration as e:
    print('empty StopIteration', repr(e.value), e.args)

def closer():
    try:
        yield 1
        yield 2
    finally:
        print('cleanup')

c = closer()
print(next(c))
c.close()
print(list(closer()))
gen_exp = (i * i for i in range(4))
print(sum(gen_exp), sum(gen_exp))
