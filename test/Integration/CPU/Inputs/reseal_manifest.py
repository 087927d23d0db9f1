"""Recomputes the manifest_crc32 of an edited checkpoint manifest, so that a
test can reach the checks behind the checksum (a data position out of
range, a field of the wrong type) as a manifest written that way would.

    reseal_manifest.py DIR/step-<k>/manifest.json
"""

import sys
import zlib

KEY = b'"manifest_crc32": "'

path = sys.argv[1]
with open(path, "rb") as f:
    text = bytearray(f.read())
at = text.rindex(KEY) + len(KEY)
text[at:at + 8] = b"00000000"
text[at:at + 8] = b"%08x" % zlib.crc32(bytes(text))
with open(path, "wb") as f:
    f.write(bytes(text))
