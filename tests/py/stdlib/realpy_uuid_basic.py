import uuid
u = uuid.UUID('{12345678-1234-5678-1234-567812345678}')
print(u, repr(u), u.hex, u.int, u.version, u.variant, u.urn)
print(u.fields, u.time_low, u.time, u.clock_seq, u.node, u.bytes, u.bytes_le)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'))
print(uuid.uuid5(uuid.NAMESPACE_URL, 'https://example.com').version, uuid.NAMESPACE_X500)
for bad in ['xyz', '12345678-1234-5678-1234-56781234567g', 'urn:uuid:12345678123456781234567812345678']:
    try: print(uuid.UUID(bad))
    except Exception as e: print(type(e).__name__, e)
for kw in [{}, {'int': -1}, {'bytes': b'abc'}, {'fields': (1, 2)}, {'int': 5, 'version': 9}]:
    try: print(uuid.UUID(**kw))
    except Exception as e: print(type(e).__name__, e)
try: u.x = 1
except TypeError as e: print(e)
print(sorted([uuid.UUID(int=5), uuid.UUID(int=2)]), uuid.UUID(int=5) < uuid.UUID(int=7), int(uuid.UUID(int=9)))
v = uuid.uuid4(); print(v.version, v.variant, len(str(v)))  # random: only the shape
print(uuid.UUID(int=1, version=4))
print({uuid.UUID(int=3): 1}[uuid.UUID(int=3)])
