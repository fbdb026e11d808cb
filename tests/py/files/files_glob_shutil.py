# glob and shutil on the run's files
import glob
import os
import shutil
os.makedirs('data/train/cats', exist_ok=True)
os.makedirs('data/train/dogs', exist_ok=True)
os.makedirs('data/val', exist_ok=True)
for p in ['data/train/cats/1.jpg', 'data/train/cats/2.jpg', 'data/train/dogs/3.png', 'data/val/4.jpg',
          'data/readme.txt', 'data/.hidden.jpg']:
    with open(p, 'w') as f:
        f.write(p)
print(sorted(glob.glob('data/*')))
print(sorted(glob.glob('data/*/')))
print(sorted(glob.glob('data/train/*/*.jpg')))
print(sorted(glob.glob('data/**/*.jpg', recursive=True)))
print(sorted(glob.glob('data/**', recursive=True)))
print(sorted(glob.glob('data/*.jpg')), sorted(glob.glob('data/.*')), glob.glob('data/readme.txt'), glob.glob('nope/*'))
print(sorted(glob.glob('*.jpg', root_dir='data/val')), sorted(glob.glob('data/train/[cd]*')))
print(glob.escape('a[1]*?.txt'), glob.has_magic('a*'), glob.has_magic('abc'))
print(shutil.copy('data/readme.txt', 'data/val'), open('data/val/readme.txt').read())
print(shutil.copyfile('data/readme.txt', 'copy.txt'), os.path.getsize('copy.txt'))
print(shutil.copytree('data/train', 'backup'))
print(sorted(glob.glob('backup/**/*', recursive=True)))
print(shutil.move('copy.txt', 'backup'), os.path.exists('copy.txt'), sorted(os.listdir('backup')))
shutil.rmtree('backup')
print(os.path.exists('backup'), os.path.exists('data/train/cats/1.jpg'))
try:
    shutil.rmtree('backup')
except FileNotFoundError as e:
    print(type(e).__name__, e)
shutil.rmtree('backup', ignore_errors=True)
try:
    shutil.copyfile('data/readme.txt', 'data/readme.txt')
except shutil.SameFileError as e:
    print(type(e).__name__, e)
