class A:
    pass

a = A()
setattr(a, '<script>alert(1)</script>', 1)
setattr(a, 'x\u202eevil', 2)
print(vars(a))
print('<img src=x onerror=alert(1)> \u202egnp.exe \u200b\u2066')
