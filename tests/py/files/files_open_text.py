# open() in text mode: write, read back, lines, append, seek/tell, modes
with open('notes.txt', 'w') as f:
    print(f.write('alpha\nbeta\n'), f.writable(), f.readable(), f.mode, f.name, f.closed)
    f.writelines(['gamma\n', 'delta'])
print(f.closed)
with open('notes.txt') as f:
    print(repr(f.read()))
with open('notes.txt') as f:
    print(repr(f.readline()), repr(f.readline(3)), repr(f.readline()))
    print(f.readlines())
with open('notes.txt', encoding='utf-8') as f:
    for i, line in enumerate(f):
        print(i, line.rstrip('\n'))
with open('notes.txt', 'a') as f:
    f.write('\nepsilon\n')
print(open('notes.txt').read().splitlines())
with open('notes.txt', 'r+') as f:
    print(f.read(5), f.tell())
    f.seek(0)
    f.write('ALPHA')
    f.seek(0)
    print(repr(f.readline()))
with open('notes.txt', 'w+') as f:
    f.write('new\ncontent\n')
    f.seek(0)
    print(f.read().split())
with open('u.txt', 'w', encoding='utf-8') as f:
    f.write('héllo wörld\n')
with open('u.txt', 'rb') as f:
    print(f.read())
with open('u.txt', encoding='utf-8') as f:
    print(f.read())
with open('crlf.txt', 'wb') as f:
    f.write(b'a\r\nb\rc\n')
print(repr(open('crlf.txt').read()), repr(open('crlf.txt', newline='').read()))
with open('nl.txt', 'w', newline='\r\n') as f:
    f.write('x\ny\n')
print(open('nl.txt', 'rb').read())
f = open('notes.txt')
f.close()
try:
    f.read()
except ValueError as e:
    print(type(e).__name__, e)
try:
    open('notes.txt').write('x')
except Exception as e:
    print(type(e).__name__, e)
try:
    open('notes.txt', 'w').read()
except Exception as e:
    print(type(e).__name__, e)
