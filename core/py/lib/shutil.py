"""shutil: copying, moving and removing trees on the run's in-memory file system.

which() finds nothing and disk_usage() is refused: there are no programs or
disks in the sandbox.
"""

import os

__all__ = ['copyfile', 'copy', 'copy2', 'copyfileobj', 'copytree', 'rmtree', 'move', 'which', 'Error',
           'SameFileError']


class Error(OSError):
    pass


class SameFileError(Error):
    pass


def copyfileobj(fsrc, fdst, length=0):
    while True:
        buf = fsrc.read(length if length > 0 else -1)
        if not buf:
            break
        fdst.write(buf)
        if length <= 0:
            break


def copyfile(src, dst, *, follow_symlinks=True):
    if os.path.exists(dst) and os.path.abspath(src) == os.path.abspath(dst):
        raise SameFileError(f'{src!r} and {dst!r} are the same file')
    with open(src, 'rb') as f:
        data = f.read()
    with open(dst, 'wb') as f:
        f.write(data)
    return dst


def copy(src, dst, *, follow_symlinks=True):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst)
    return dst


copy2 = copy


def copymode(src, dst, *, follow_symlinks=True):
    os.stat(src)
    os.stat(dst)


copystat = copymode


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2, ignore_dangling_symlinks=False,
             dirs_exist_ok=False):
    names = os.listdir(src)
    ignored = ignore(os.fspath(src), names) if ignore is not None else set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    for n in names:
        if n in ignored:
            continue
        s = os.path.join(src, n)
        d = os.path.join(dst, n)
        if os.path.isdir(s):
            copytree(s, d, symlinks, ignore, copy_function, dirs_exist_ok=dirs_exist_ok)
        else:
            copy_function(s, d)
    return dst


def rmtree(path, ignore_errors=False, onerror=None, *, onexc=None, dir_fd=None):
    try:
        if not os.path.isdir(path):
            if os.path.exists(path):
                raise NotADirectoryError(20, 'Not a directory', path)
            raise FileNotFoundError(2, 'No such file or directory', path)
        for n in os.listdir(path):
            p = os.path.join(path, n)
            if os.path.isdir(p):
                rmtree(p)
            else:
                os.remove(p)
        os.rmdir(path)
    except OSError as e:
        if ignore_errors:
            return
        if onexc is not None:
            onexc(os.rmdir, path, e)
        elif onerror is not None:
            onerror(os.rmdir, path, (type(e), e, e.__traceback__))
        else:
            raise


def move(src, dst, copy_function=copy2):
    real_dst = dst
    if os.path.isdir(dst):
        real_dst = os.path.join(dst, os.path.basename(os.fspath(src).rstrip('/')))
        if os.path.exists(real_dst):
            raise Error(f"Destination path '{real_dst}' already exists")
    os.rename(src, real_dst)
    return real_dst


def which(cmd, mode=None, path=None):
    return None


def disk_usage(path):
    raise PermissionError(1, 'nnscope runs in a sandbox: shutil.disk_usage() is not available')


def get_terminal_size(fallback=(80, 24)):
    return os.terminal_size(fallback) if hasattr(os, 'terminal_size') else fallback
