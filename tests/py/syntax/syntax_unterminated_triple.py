s = '''abc
def
print(s)
