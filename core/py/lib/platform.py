"""platform: answers as CPython 3.13 does on the oracle's machine (Linux
x86_64, glibc 2.41); nnscope runs nowhere else as far as a program can see."""
import sys
import collections

_SYSTEM = 'Linux'
_NODE = 'vm'
_RELEASE = '6.18.44-fc-v1272'
_VERSION = '#1 SMP PREEMPT_DYNAMIC @0'
_MACHINE = 'x86_64'

uname_result = collections.namedtuple('uname_result', 'system node release version machine')


def uname():
    return uname_result(_SYSTEM, _NODE, _RELEASE, _VERSION, _MACHINE)


def system():
    return _SYSTEM


def node():
    return _NODE


def release():
    return _RELEASE


def version():
    return _VERSION


def machine():
    return _MACHINE


def processor():
    return ''


def architecture(executable=sys.executable if hasattr(sys, 'executable') else '', bits='', linkage=''):
    return ('64bit', linkage)


def python_version():
    return '%d.%d.%d' % sys.version_info[:3]


def python_version_tuple():
    return tuple(str(x) for x in sys.version_info[:3])


def python_implementation():
    return 'CPython'


def python_compiler():
    return 'GCC 14.2.0'


def python_build():
    return ('main', 'Aug 10 2026 12:06:59')


def python_branch():
    return ''


def python_revision():
    return ''


def libc_ver(executable=None, lib='', version='', chunksize=16384):
    return ('glibc', '2.41')


def platform(aliased=False, terse=False):
    if terse:
        return 'Linux-%s-%s-with-glibc2.41' % (_RELEASE, _MACHINE)
    return 'Linux-%s-%s-with-glibc2.41' % (_RELEASE, _MACHINE)


def mac_ver(release='', versioninfo=('', '', ''), machine=''):
    return release, versioninfo, machine


def win32_ver(release='', version='', csd='', ptype=''):
    return release, version, csd, ptype


def win32_edition():
    return None


def win32_is_iot():
    return False


def freedesktop_os_release():
    raise OSError("[Errno 2] No such file or directory: '/etc/os-release'")
