"""Prints the PTX of every gpu.binary object in MLIR text read from stdin
(gpu-module-to-binary with format=isa keeps it in the `assembly` string, in
which the printer escapes newlines, tabs, quotes and backslashes as \\XX)."""
import re
import sys

text = sys.stdin.read()
for m in re.finditer(r'assembly = "((?:[^"\\]|\\[0-9A-Fa-f]{2})*)"', text):
    sys.stdout.write(re.sub(r"\\([0-9A-Fa-f]{2})",
                            lambda e: chr(int(e.group(1), 16)), m.group(1)))
