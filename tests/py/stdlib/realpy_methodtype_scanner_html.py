import types
class A: pass
def f(self, x): return (type(self).__name__, x)
m = types.MethodType(f, A())
print(m(3), m.__func__ is f, type(m).__name__)
for args in [(f,), (f, None), (1, A()), (f, A(), 3)]:
    try: print(types.MethodType(*args))
    except Exception as e: print(type(e).__name__, e)
try: types.MethodType(f, obj=A())
except Exception as e: print(type(e).__name__, e)
import re
sc = re.compile(r'(?P<NUM>\d+)|(?P<WS>\s+)|(?P<NAME>[a-z]+)').scanner('foo 42 x!')
print([(m.lastgroup, m.group()) for m in iter(sc.match, None)])
sc2 = re.compile(r'\d').scanner('a1b22c', 1)
print([m.group() for m in iter(sc2.search, None)], type(sc2).__name__, sc2.pattern.pattern)
print([m.span() for m in iter(re.compile(r'x*').scanner('axxb').search, None)])
import html
print(html.escape('<a href="x">&\'</a>'), html.escape('"q"', quote=False))
print(html.unescape('&lt;p&gt; &amp;amp; &quot;x&quot; &#39; &#x41; &copy; &nbsp;| &bogus; &#0;'))
