import struct
for fmt, v in [('b', 200), ('B', -1), ('<h', 40000), ('h', 40000), ('i', 2**31), ('<I', -1), ('q', 2**63), ('<Q', -1), ('b', 1.5), ('c', b'ab'), ('s', 'x'), ('d', 'x'), ('f', 1e300), ('e', 1e10), ('<n', 1), ('?', [])]:
    try: print(fmt, struct.pack(fmt, v))
    except Exception as e: print(fmt, type(e).__name__, e)
for f, a in [('ii', (1,)), ('i', (1, 2))]:
    try: struct.pack(f, *a)
    except Exception as e: print(type(e).__name__, e)
try: struct.unpack('i', b'abc')
except Exception as e: print(type(e).__name__, e)
try: struct.calcsize('y')
except Exception as e: print(type(e).__name__, e)
try: struct.unpack_from('i', b'ab', 1)
except Exception as e: print(type(e).__name__, e)
print(struct.calcsize('bid'), struct.calcsize('<bid'), struct.calcsize('@bh0i'), struct.Struct('<2h').size, repr(struct.Struct('<2h')))
for fmt, vals in [('<hHiIqQ', (-2, 65535, -7, 4000000000, -2**62, 2**64 - 1)), ('>d', (3.141592653589793,)), ('<f', (0.1,)), ('!e', (1.5,)), ('<3s?c', (b'abcdef', True, b'z')), ('5p', (b'hello world',)), ('@bid', (1, 2, 2.5)), ('<2xB', (7,)), ('>f', (-0.0,)), ('<d', (float('inf'),)), ('<e', (6e-8,)), ('<f', (1e-45,))]:
    b = struct.pack(fmt, *vals); print(fmt, b, struct.unpack(fmt, b), struct.calcsize(fmt))
s = struct.Struct('<Ih'); print(s.format, s.size, list(s.iter_unpack(s.pack(1, 2) + s.pack(3, -4))), s.unpack_from(b'\x00' + s.pack(9, 9), 1))
buf = bytearray(8); struct.pack_into('<i', buf, 2, -1); print(buf)
print(struct.unpack('<d', struct.pack('<d', 1/3))[0] == 1/3, struct.unpack('<f', struct.pack('<f', 1/3)))
w = __import__('weakref')
class A: pass
a = A(); r = w.ref(a); print(r() is a, w.proxy(a).__class__ is A)
try: w.ref(1)
except TypeError as e: print(e)
try: w.ref([1])
except TypeError as e: print(e)
d = w.WeakValueDictionary(); d['k'] = a; print(list(d.keys()), d['k'] is a)
