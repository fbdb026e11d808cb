import os
# os exists, but only over the run's in-memory file system: everything that
# would reach a process, a signal, the OS's entropy or another directory is refused
calls = [(os.system, ('ls',)), (os.popen, ('ls',)), (os.fork, ()), (os.execv, ('/bin/sh', ['sh'])),
         (os.execvp, ('sh', ['sh'])), (os.kill, (1, 9)), (os.urandom, (4,)), (os.chdir, ('/',)),
         (os.spawnv, (0, '/bin/sh', ['sh'])), (os.open, ('/etc/passwd', 0)), (os.read, (0, 10)),
         (os.write, (1, b'x')), (os.dup, (1,)), (os.chmod, ('x', 0o777)), (os.symlink, ('/etc', 'e')),
         (os._exit, (0,))]
for fn, args in calls:
    try:
        fn(*args)
    except PermissionError:
        continue
    raise SystemExit('LEAK ' + fn.__name__)
print(os.listdir('/'), os.getcwd(), sorted(os.environ))
os.system('ls')
