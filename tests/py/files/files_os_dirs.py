# directories: mkdir/makedirs, listdir, walk, scandir, rename, remove, rmdir, environ, cpu_count
import os
out_dir = os.path.join('runs', 'exp1')
os.makedirs(out_dir, exist_ok=True)
os.makedirs(out_dir, exist_ok=True)
try:
    os.makedirs(out_dir)
except FileExistsError as e:
    print(type(e).__name__, e)
os.mkdir('runs/exp2')
for name in ['a.txt', 'b.txt']:
    with open(os.path.join(out_dir, name), 'w') as f:
        f.write(name)
print(sorted(os.listdir('runs')), sorted(os.listdir(out_dir)))
for root, dirs, files in sorted(os.walk('runs')):
    print(root, sorted(dirs), sorted(files))
with os.scandir(out_dir) as it:
    print(sorted((e.name, e.is_file(), e.is_dir()) for e in it))
os.rename('runs/exp1/a.txt', 'runs/exp2/c.txt')
print(sorted(os.listdir('runs/exp1')), sorted(os.listdir('runs/exp2')), open('runs/exp2/c.txt').read())
os.remove('runs/exp1/b.txt')
os.rmdir('runs/exp1')
print(os.path.exists('runs/exp1'), sorted(os.listdir('runs')))
for fn, arg in [(os.mkdir, 'no/such/dir'), (os.rmdir, 'runs'), (os.remove, 'runs'), (os.remove, 'ghost.txt'),
                (os.listdir, 'ghost'), (os.rmdir, 'runs/exp2/c.txt'), (os.listdir, 'runs/exp2/c.txt')]:
    try:
        fn(arg)
    except OSError as e:
        print(fn.__name__, type(e).__name__, e)
try:
    os.rename('ghost', 'other')
except OSError as e:
    print(type(e).__name__, e)
try:
    open('runs')
except OSError as e:
    print(type(e).__name__, e)
print(os.environ.get('NNSCOPE_SURELY_UNSET', 'default'), os.getenv('NNSCOPE_SURELY_UNSET'), 'HOME' in os.environ)
os.environ['MY_FLAG'] = '1'
print(os.environ['MY_FLAG'], os.getenv('MY_FLAG'), os.cpu_count(), type(os.getpid()).__name__)
print(sorted(os.walk('runs', topdown=False))[0][0])
