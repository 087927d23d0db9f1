#!/usr/bin/env python3
"""Writes malformed variants of a valid .npy file, one directory each.

  bad_npy.py GOOD.npy OUT

OUT/<case>/arg0.npy for each case below; the valid data of GOOD follows the
header where the case keeps it.
"""

import os
import struct
import sys


def header(d, version=1, length=None):
    text = d.encode()
    pad = (64 - (10 + len(text) + 1) % 64) % 64
    text += b" " * pad + b"\n"
    if version == 1:
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text
    n = len(text) if length is None else length
    return b"\x93NUMPY\x02\x00" + struct.pack("<I", n) + text


def main():
    good, out = sys.argv[1], sys.argv[2]
    data = open(good, "rb").read()
    hlen = struct.unpack("<H", data[8:10])[0]
    payload = data[10 + hlen:]
    shape = "(16, 32)"
    cases = {
        "empty_descr": header("{'descr': '', 'fortran_order': False, 'shape': %s, }" % shape) + payload,
        "huge_header": header("{'descr': '<f4', 'fortran_order': False, 'shape': %s, }" % shape, 2, 0xFFFFFFF0) + payload,
        "negative_dim": header("{'descr': '<f4', 'fortran_order': False, 'shape': (-16, 32), }") + payload,
        # Empty (0 bytes in all) but its other dimensions multiply past 64 bits.
        "empty_overflow": header("{'descr': '<f8', 'fortran_order': False, 'shape': (0, 4294967296, 4294967296), }"),
        "trailing": data + b"\0" * 8,
        "short": data[:-4],
        "repeated_key": header("{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': %s, }" % shape) + payload,
        "version4": b"\x93NUMPY\x04\x00" + data[8:],
        "missing_key": header("{'descr': '<f4', 'shape': %s, }" % shape) + payload,
        "big_endian": header("{'descr': '>f4', 'fortran_order': False, 'shape': %s, }" % shape) + payload,
    }
    for name, blob in cases.items():
        os.makedirs(os.path.join(out, name), exist_ok=True)
        with open(os.path.join(out, name, "arg0.npy"), "wb") as f:
            f.write(blob)


if __name__ == "__main__":
    main()
