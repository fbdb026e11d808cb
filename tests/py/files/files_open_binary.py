# open() in binary mode and the errors CPython raises
import struct
with open('data.bin', 'wb') as f:
    f.write(struct.pack('<3i', 1, 2, 3))
    f.write(bytearray(b'\x00\xff'))
    print(f.tell())
with open('data.bin', 'rb') as f:
    print(struct.unpack('<3i', f.read(12)), f.read(), f.read())
    f.seek(4)
    print(f.read(4), f.tell())
    f.seek(-2, 2)
    print(f.read())
with open('data.bin', 'ab') as f:
    f.write(b'\n tail\n')
with open('data.bin', 'rb') as f:
    print(f.readlines()[-1])
for args in [('missing.txt',), ('missing.txt', 'rb'), ('data.bin', 'q'), ('data.bin', 'rw'), ('data.bin', 'rbt'),
             ('data.bin', 'rb', -1, 'utf-8'), ('', 'r'), ('sub/x.txt', 'w')]:
    try:
        open(*args)
    except Exception as e:
        print(type(e).__name__, e)
try:
    open('data.bin', 'x')
except FileExistsError as e:
    print(type(e).__name__, e, e.errno, e.filename)
with open('fresh.bin', 'xb') as f:
    f.write(b'ok')
print(open('fresh.bin', 'rb').read())
try:
    open('data.bin', 'wb').write('text')
except TypeError as e:
    print(type(e).__name__, e)
try:
    open('t.txt', 'w').write(b'bytes')
except TypeError as e:
    print(type(e).__name__, e)
