def f(a):
    b = a * 2
    return eval('a + b'), eval('[a * i for i in range(3)]')

print(f(3))
ns = {'x': 4}
loc = {}
exec('y = x + 1\ndef g(z):\n    return z * x\nw = g(y)', ns, loc)
print(sorted(loc), loc['y'], loc['w'], 'y' in ns)
code = '''
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def norm2(self):
        return self.x ** 2 + self.y ** 2
p = Point(3, 4)
result = p.norm2()
'''
g = {}
exec(code, g)
print(g['result'], type(g['p']).__name__, '__builtins__' in g)
print(eval('len("abc") + max(1, 2)', {}))
print(eval('sum(vals)', {'vals': [1, 2, 3]}))
try:
    eval('undefined_name')
except NameError as e:
    print('NameError', e)
try:
    exec('for i in range(3) print(i)')
except SyntaxError as e:
    print('SyntaxError', e.msg)
counter = 0
exec('counter += 5')
print(counter)
def h():
    exec('q = 1')
    return 'q' in locals()
print(h())
print(eval('  7 * 6'))
r = eval('(lambda n: n + 1)(41)')
print(r)
