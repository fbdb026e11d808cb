class Resource:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, typ, val, tb):
        print('exit', self.name, typ.__name__ if typ else None, val)
        return self.swallow

with Resource('a') as r:
    print('body', r.name)
with Resource('b', swallow=True):
    raise ValueError('hidden')
print('after b')
try:
    with Resource('c'):
        raise KeyError('k')
except KeyError as e:
    print('propagated', e)
with Resource('x') as x, Resource('y') as y:
    print('both', x.name, y.name)

def early():
    with Resource('ret'):
        return 'returned'
print(early())
for i in range(3):
    with Resource(f'loop{i}'):
        if i == 1:
            continue
        if i == 2:
            break
        print('work', i)

from contextlib import contextmanager, suppress

@contextmanager
def tag(name):
    print(f'<{name}>')
    try:
        yield name.upper()
    finally:
        print(f'</{name}>')

with tag('div') as t:
    print('inside', t)
with suppress(ZeroDivisionError):
    1 / 0
print('suppressed')
try:
    with tag('p'):
        raise RuntimeError('in p')
except RuntimeError as e:
    print('caught', e)
