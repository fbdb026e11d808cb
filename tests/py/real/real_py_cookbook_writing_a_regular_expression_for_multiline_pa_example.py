# dabeaz/python-cookbook, src/2/writing_a_regular_expression_for_multiline_patterns/example.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
# example.py
#
# Regular expression that matches multiline patterns

import re

text = '''/* this is a
              multiline comment */
'''

comment = re.compile(r'/\*((?:.|\n)*?)\*/')
print(comment.findall(text))
