b = bytearray(range(10))
b[::2] = [9]*5; print(b)
b[1::3] = b'xyz'; print(b)
b[::-1] = bytes(range(10)); print(b)
for v in [[1,2], b'ab', 'abcde', [300]*5, None, 5]:
    try: b[::2] = v; print(b)
    except Exception as e: print(type(e).__name__, e)
del b[::3]; print(b)
del b[::-2]; print(b)
b = bytearray(b'abcdef'); b[5:1:-2] = bytearray(b'XY'); print(b)
b[::2] = iter([1,2,3]); print(b)
b[0:0:2] = []; print(b)

