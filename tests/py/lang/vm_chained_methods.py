s = '  Hello World  '
print(s.strip().lower().replace('world', 'there').split())
