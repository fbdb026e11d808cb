# pathlib: pure path operations, and Path on the run's files
from pathlib import Path, PurePosixPath, PurePath
import os
for s in ['a/b/c.tar.gz', '/usr/lib/', 'a//b/./c', '.', '', '..', '/', '//x/y', 'x/.bashrc', 'f.', 'a/../b']:
    p = PurePosixPath(s)
    print(repr(p), str(p), p.parts, repr(p.name), repr(p.stem), repr(p.suffix), p.suffixes, p.parent,
          p.is_absolute(), p.anchor)
p = PurePosixPath('/data/run') / 'ckpt' / 'model.pt'
print(p, p.parents[0], list(p.parents), p.with_suffix('.bin'), p.with_name('x.txt'), p.with_stem('best'))
print(p.relative_to('/data'), p.is_relative_to('/other'), p.match('*.pt'), p.match('ckpt/*.pt'), p.match('/x/*.pt'))
try:
    p.relative_to('/other')
except ValueError as e:
    print(e)
print(PurePath('a') == PurePosixPath('a'), PurePosixPath('a') < PurePosixPath('b'), 'x' / PurePosixPath('y'),
      PurePosixPath('a').joinpath('b', 'c'), os.fspath(PurePosixPath('q/r')), type(PurePath('a')).__name__)
out = Path('outputs') / 'exp'
out.mkdir(parents=True, exist_ok=True)
print(out, type(out).__name__, out.exists(), out.is_dir(), out.is_file())
(out / 'log.txt').write_text('epoch 1\nepoch 2\n')
(out / 'w.bin').write_bytes(b'\x01\x02')
print((out / 'log.txt').read_text().splitlines(), (out / 'w.bin').read_bytes(), (out / 'log.txt').stat().st_size)
print(sorted(out.iterdir()), sorted(Path('outputs').glob('*/*.txt')), sorted(Path('outputs').rglob('*.bin')))
with (out / 'log.txt').open('a') as f:
    f.write('epoch 3\n')
print(len((out / 'log.txt').read_text().splitlines()))
(out / 'w.bin').unlink()
(out / 'w.bin').unlink(missing_ok=True)
print(sorted(os.listdir(out)), Path('outputs/exp/../exp').resolve() == out.resolve(), out.absolute().is_absolute())
try:
    Path('missing.txt').read_text()
except FileNotFoundError as e:
    print(type(e).__name__, e)
try:
    Path('outputs').mkdir()
except FileExistsError as e:
    print(type(e).__name__, e)
Path('touched').touch()
print(Path('touched').exists(), Path.cwd() == Path(os.getcwd()))
