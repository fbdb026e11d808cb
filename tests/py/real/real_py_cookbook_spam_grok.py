# dabeaz/python-cookbook, src/10/making_separate_directories_import_under_a_common_namespace/bar-package/spam/grok.py, commit 6e46b78e5644b3e5bf7426d900e2203b7cc630da, no license file (code samples of the Python Cookbook, 3rd edition).
print('bar-package grok!')
