print('tab\tend', 'nl\\n', r'raw\n', 'quote\'s', "dq\"s", '\x41\u00e9\U0001F600', '\101', '\0x')
print(len('\t'), len(r'\t'), len('\u00e9'), 'α')
print(repr('\a\b\f\v'), repr('\x1f'), repr('\x7f\x80\x9f'), repr('\u0378'))
print("""triple "quoted" 'text'""", '''another''')
print('con' 'cat' "enation", ('multi'
      'line'))
