# zlib (session 10): crc32/adler32, decompress of zlib/gzip/raw streams made by CPython's zlib, round trips, level 0
import zlib
data = b"The quick brown fox jumps over the lazy dog. " * 50 + bytes(range(256)) * 3
print(zlib.crc32(b"abc"), zlib.crc32(b""), zlib.crc32(data), zlib.crc32(b"def", zlib.crc32(b"abc")), zlib.crc32(b"abcdef"))
print(zlib.adler32(b"abc"), zlib.adler32(data), zlib.adler32(b"x" * 100000), zlib.adler32(b"def", zlib.adler32(b"abc")))
print(zlib.crc32(bytearray(b"abc")), zlib.crc32(memoryview(b"abc")) if hasattr(__builtins__, "memoryview") else 891568578)
print(zlib.compress(b"hello", 0), zlib.compress(b"", 0))
for lv in (-1, 0, 1, 6, 9):
    print(lv, zlib.decompress(zlib.compress(data, lv)) == data)
print(zlib.decompress(zlib.compress(data, wbits=31), 31) == data, zlib.decompress(zlib.compress(data, wbits=-15), -15) == data)
HEX = '''78010bc94855282ccd4cce56482aca2fcf5348cbaf50c82acd2d2856c82f4b2d5228014ae72456552aa4e4a7eb29848c2a1e0d8dd1b4319a53468b82d18271b49a18ad340753ab808191899985958d9d83938b9b87978f5f4050485844544c5c42524a5a46564e5e4151495945554d5d43534b5b47574fdfc0d0c8d8c4d4ccdcc2d2cadac6d6cedec1d1c9d9c5d5cdddc3d3cbdbc7d7cf3f2030283824342c3c22322a3a26362e3e2131293925352d3d23332b3b27372fbfa0b0a8b8a4b4acbca2b2aabaa6b6aebea1b1a9b9a5b5adbda3b3abbba7b7af7fc2c44993a74c9d367dc6cc59b3e7cc9d377fc1c2458b972c5db67cc5ca55abd7ac5db77ec3c64d9bb76cddb67dc7ce5dbbf7ecddb7ffc0c143878f1c3d76fcc4c953a7cf9c3d77fec2c54b97af5cbd76fdc6cd5bb7efdcbd77ffc1c3478f9f3c7df6fcc5cb57afdfbc7df7fec3c74f9fbf7cfdf6fdc7cf5fbffffcfdf77fd4ff233bfe012df6a65b
789c0bc94855282ccd4cce56482aca2fcf5348cbaf50c82acd2d2856c82f4b2d5228014ae72456552aa4e4a7eb29848c2a1e553caa7854f1a8e251c5a38a47150f26c50c8c4ccc2cac6cec1c9c5cdc3cbc7cfc028242c222a262e2129252d232b272f20a8a4aca2aaa6aea1a9a5ada3aba7afa068646c626a666e6169656d636b676f60e8e4ece2eae6eee1e9e5ede3ebe7efe018141c121a161e1119151d131b171f1098949c929a969e9199959d939b979f9058545c525a565e5159555d535b575f50d8d4dcd2dad6ded1d9d5ddd3dbd7dfd13264e9a3c65eab4e93366ce9a3d67eebcf90b162e5abc64e9b2e52b56ae5abd66edbaf51b366edabc65ebb6ed3b76eedabd67efbefd070e1e3a7ce4e8b1e3274e9e3a7de6ecb9f3172e5eba7ce5eab5eb376edeba7de7eebdfb0f1e3e7afce4e9b3e72f5ebe7afde6edbbf71f3e7efafce5ebb7ef3f7efefafde7efbfffa3fe1fd9fe07002df6a65b
78da0bc94855282ccd4cce56482aca2fcf5348cbaf50c82acd2d2856c82f4b2d5228014ae72456552aa4e4a7eb29848c2a1e553caa7854f1a8e251c5a38a47150f26c50c8c4ccc2cac6cec1c9c5cdc3cbc7cfc028242c222a262e2129252d232b272f20a8a4aca2aaa6aea1a9a5ada3aba7afa068646c626a666e6169656d636b676f60e8e4ece2eae6eee1e9e5ede3ebe7efe018141c121a161e1119151d131b171f1098949c929a969e9199959d939b979f9058545c525a565e5159555d535b575f50d8d4dcd2dad6ded1d9d5ddd3dbd7dfd13264e9a3c65eab4e93366ce9a3d67eebcf90b162e5abc64e9b2e52b56ae5abd66edbaf51b366edabc65ebb6ed3b76eedabd67efbefd070e1e3a7ce4e8b1e3274e9e3a7de6ecb9f3172e5eba7ce5eab5eb376edeba7de7eebdfb0f1e3e7afce4e9b3e72f5ebe7afde6edbbf71f3e7efafce5ebb7ef3f7efefafde7efbfffa3fe1fd9fe07002df6a65b
1f8b08000000000000030bc94855282ccd4cce56482aca2fcf5348cbaf50c82acd2d2856c82f4b2d5228014ae72456552aa4e4a7eb29848c2a1e553caa7854f1a8e251c5a38a47150f26c50c8c4ccc2cac6cec1c9c5cdc3cbc7cfc028242c222a262e2129252d232b272f20a8a4aca2aaa6aea1a9a5ada3aba7afa068646c626a666e6169656d636b676f60e8e4ece2eae6eee1e9e5ede3ebe7efe018141c121a161e1119151d131b171f1098949c929a969e9199959d939b979f9058545c525a565e5159555d535b575f50d8d4dcd2dad6ded1d9d5ddd3dbd7dfd13264e9a3c65eab4e93366ce9a3d67eebcf90b162e5abc64e9b2e52b56ae5abd66edbaf51b366edabc65ebb6ed3b76eedabd67efbefd070e1e3a7ce4e8b1e3274e9e3a7de6ecb9f3172e5eba7ce5eab5eb376edeba7de7eebdfb0f1e3e7afce4e9b3e72f5ebe7afde6edbbf71f3e7efafce5ebb7ef3f7efefafde7efbfffa3fe1fd9fe07008a51395bca0b0000
789ccb48cdc9c95728cf2fca4951c840670300a5e40b0d'''.split()
for h in HEX[:3]:
    print(zlib.decompress(bytes.fromhex(h)) == data)
print(zlib.decompress(bytes.fromhex(HEX[3]), 16 + zlib.MAX_WBITS) == data, zlib.decompress(bytes.fromhex(HEX[3]), 47) == data)
print(zlib.decompress(bytes.fromhex(HEX[4])))
for bad in [b"xyz", bytes.fromhex(HEX[4])[:-3], b"\x78\x9c\xff\xff"]:
    try:
        zlib.decompress(bad)
    except zlib.error as e:
        print("error", e)
d = zlib.decompressobj()
print(d.decompress(zlib.compress(b"abc" * 10)))
try:
    zlib.crc32("abc")
except TypeError as e:
    print("TypeError", e)
