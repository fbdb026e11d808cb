# os.path string functions (posixpath) and existence tests
import os
import os.path
from os import path
print(path is os.path, os.sep, repr(os.linesep), os.name, os.curdir, os.pardir)
for a in ['a/b/c.txt', '/a/b/', 'c', '', '/', '//x', 'a.tar.gz', '.bashrc', 'a/.b', '..', 'x/../y/./z//w']:
    print(repr(a), os.path.split(a), os.path.splitext(a), repr(os.path.basename(a)), repr(os.path.dirname(a)),
          os.path.normpath(a), os.path.isabs(a))
print(os.path.join('a', 'b', 'c'), os.path.join('a/', 'b'), os.path.join('a', '/b', 'c'), os.path.join('', 'x'),
      os.path.join('a', ''))
print(os.path.commonprefix(['/usr/lib', '/usr/local', '/usr/li']), os.path.commonpath(['/usr/lib', '/usr/local']),
      os.path.commonpath(['a/b/c', 'a/b/d', 'a/b']))
try:
    os.path.commonpath(['/a', 'b'])
except ValueError as e:
    print(e)
print(os.path.relpath('/a/b/c', '/a/d'), os.path.relpath('a/b', 'a'), os.path.relpath('a', 'a'))
print(os.path.abspath('x/../y') == os.path.join(os.getcwd(), 'y'), os.path.isabs(os.getcwd()),
      os.path.realpath('q') == os.path.abspath('q'))
print(os.path.expanduser('~x/y'), os.path.expanduser('a~'))
os.makedirs('ckpt/run1', exist_ok=True)
with open('ckpt/run1/log.txt', 'w') as f:
    f.write('12345')
for p in ['ckpt', 'ckpt/run1', 'ckpt/run1/log.txt', 'ckpt/nothing', './ckpt/../ckpt/run1/log.txt']:
    print(p, os.path.exists(p), os.path.isfile(p), os.path.isdir(p))
print(os.path.getsize('ckpt/run1/log.txt'), os.path.getsize('ckpt/run1/log.txt') == os.stat('ckpt/run1/log.txt').st_size)
try:
    os.path.getsize('nope')
except OSError as e:
    print(type(e).__name__, e)
