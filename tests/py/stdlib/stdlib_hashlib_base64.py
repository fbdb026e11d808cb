import hashlib, base64, binascii
for d in [b"", b"abc", b"hello world", b"x" * 200, "naïve".encode()]:
    print(hashlib.md5(d).hexdigest(), hashlib.sha1(d).hexdigest())
    print(hashlib.sha256(d).hexdigest(), hashlib.sha224(d).hexdigest())
h = hashlib.sha256(); h.update(b"a" * 63); h.update(b"bc"); c = h.copy(); c.update(b"d")
print(h.hexdigest(), c.hexdigest(), h.name, h.digest_size, h.block_size, c.digest()[:4])
print(hashlib.new("md5", b"q").hexdigest(), hashlib.new("SHA1", b"q").hexdigest())
try: hashlib.sha256("text")
except TypeError as e: print(type(e).__name__, e)
try: hashlib.new("nope")
except ValueError as e: print(type(e).__name__, e)
for d in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256))[:70]]:
    e = base64.b64encode(d); print(e, base64.b64decode(e) == d, base64.b32encode(d), base64.b16encode(d))
    print(base64.b32decode(base64.b32encode(d)) == d, base64.urlsafe_b64encode(b"\xfb\xff" + d))
print(base64.b64decode("aGVsbG8="), base64.b64decode(b"aGVs bG8="), base64.encodebytes(b"z" * 60))
for bad in ["aGVsbG8", "a"]:
    try: print(base64.b64decode(bad))
    except binascii.Error as e: print(type(e).__name__, e)
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.crc32(b"hello world"), binascii.crc32(b"b", 5))
for bad in ["abc", "zz"]:
    try: binascii.unhexlify(bad)
    except binascii.Error as e: print(type(e).__name__, e)
print(issubclass(binascii.Error, ValueError), binascii.b2a_base64(b"hi"))
