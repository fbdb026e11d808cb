"""socket: names and address helpers only. nnscope has no network: address
families, errors, gethostname() (the oracle's 'vm'), inet_pton/inet_aton
and friends work; creating a socket raises OSError."""
import enum as _enum


class AddressFamily(_enum.IntEnum):
    AF_UNSPEC = 0
    AF_UNIX = 1
    AF_INET = 2
    AF_INET6 = 10


class SocketKind(_enum.IntEnum):
    SOCK_STREAM = 1
    SOCK_DGRAM = 2
    SOCK_RAW = 3


globals().update(AddressFamily.__members__)
globals().update(SocketKind.__members__)
error = OSError


class herror(OSError):
    pass


class gaierror(OSError):
    pass


timeout = TimeoutError
_GLOBAL_DEFAULT_TIMEOUT = object()
has_ipv6 = True
SOL_SOCKET = 1
SO_REUSEADDR = 2
IPPROTO_TCP = 6
IPPROTO_UDP = 17
TCP_NODELAY = 1
SHUT_RD, SHUT_WR, SHUT_RDWR = 0, 1, 2


def gethostname():
    return 'vm'


def getfqdn(name=''):
    return name or 'vm'


def _v4(ip):
    parts = ip.split('.')
    if len(parts) != 4 or not all(p.isdigit() and p.isascii() and int(p) < 256 for p in parts):
        raise OSError("illegal IP address string passed to inet_pton")
    return bytes(int(p) for p in parts)


def _v6(ip):
    if ip.count('::') > 1:
        raise OSError("illegal IP address string passed to inet_pton")
    tail = b''
    if '.' in ip:
        head, _, last = ip.rpartition(':')
        tail = _v4(last)
        ip = head + ':0:0' if not head.endswith(':') else head + '0:0'
    if '::' in ip:
        a, b = ip.split('::')
        left = a.split(':') if a else []
        right = b.split(':') if b else []
        groups = left + ['0'] * (8 - len(left) - len(right)) + right
        if len(left) + len(right) > 7:
            raise OSError("illegal IP address string passed to inet_pton")
    else:
        groups = ip.split(':')
    if len(groups) != 8:
        raise OSError("illegal IP address string passed to inet_pton")
    out = bytearray()
    for g in groups:
        if not 1 <= len(g) <= 4 or any(c not in '0123456789abcdefABCDEF' for c in g):
            raise OSError("illegal IP address string passed to inet_pton")
        out += int(g, 16).to_bytes(2, 'big')
    if tail:
        out[12:16] = tail
    return bytes(out)


def inet_pton(address_family, ip_string, /):
    if address_family == AF_INET:
        return _v4(ip_string)
    if address_family == AF_INET6:
        return _v6(ip_string)
    raise OSError(97, 'Address family not supported by protocol')


def inet_aton(ip_string, /):
    try:
        return _v4(ip_string)
    except OSError:
        raise OSError("illegal IP address string passed to inet_aton") from None


def inet_ntoa(packed_ip, /):
    if len(packed_ip) != 4:
        raise OSError("packed IP wrong length for inet_ntoa")
    return '.'.join(str(b) for b in packed_ip)


def inet_ntop(address_family, packed_ip, /):
    if address_family == AF_INET:
        return inet_ntoa(packed_ip)
    if len(packed_ip) != 16:
        raise ValueError("invalid length of packed IP address string")
    groups = ['%x' % int.from_bytes(packed_ip[i:i + 2], 'big') for i in range(0, 16, 2)]
    best, bestlen, i = -1, 1, 0
    while i < 8:
        if groups[i] == '0':
            j = i
            while j < 8 and groups[j] == '0':
                j += 1
            if j - i > bestlen:
                best, bestlen = i, j - i
            i = j
        else:
            i += 1
    if best < 0:
        return ':'.join(groups)
    return ':'.join(groups[:best]) + '::' + ':'.join(groups[best + bestlen:])


def htons(x, /):
    return ((x & 0xff) << 8) | ((x >> 8) & 0xff)


ntohs = htons


def htonl(x, /):
    return int.from_bytes(x.to_bytes(4, 'little'), 'big')


ntohl = htonl


def getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):
    raise gaierror(-3, 'Temporary failure in name resolution')


def gethostbyname(hostname):
    if hostname in ('localhost', 'vm'):
        return '127.0.0.1'
    raise gaierror(-3, 'Temporary failure in name resolution')


def getdefaulttimeout():
    return None


def setdefaulttimeout(timeout):
    pass


class socket:
    """No sockets here: constructing one raises OSError."""

    def __init__(self, family=-1, type=-1, proto=-1, fileno=None):
        raise OSError(97, 'nnscope has no network: sockets cannot be created')


def create_connection(address, timeout=_GLOBAL_DEFAULT_TIMEOUT, source_address=None, *, all_errors=False):
    raise OSError(101, 'Network is unreachable')
