import os
# the run's files are its own: real files (this program itself, beside it in the
# runner's directory; /etc, /proc) are never visible, by any route
for p in ('hostile_esc_fs_read.py', '../hostile/hostile_esc_open.py', '/proc/self/environ', '/etc/hostname',
          '../../../../etc/passwd', '/dev/zero', os.path.abspath('hostile_esc_fs_read.py')):
    for mode in ('r', 'rb', 'r+', 'a'):
        try:
            with open(p, mode) as f:
                data = f.read() if 'r' in mode else ''
        except (FileNotFoundError, IsADirectoryError):
            continue
        if data or os.path.getsize(p):
            raise SystemExit('LEAK ' + p)
    if os.path.exists(p) and os.path.getsize(p):
        raise SystemExit('LEAK ' + p)
for d in ('/', '/etc', '/proc', '..', '/tmp'):
    try:
        names = os.listdir(d)
    except FileNotFoundError:
        continue
    if set(names) - {'sandbox', 'tmp'}:
        raise SystemExit('LEAK ' + d)
print(list(os.walk('/')))
open('/etc/passwd').read()
