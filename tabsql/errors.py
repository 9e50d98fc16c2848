"""Errors that cross component boundaries, each carrying a one-line reason for the user."""


class TabsqlError(Exception):
    """Base class: the message is shown to the user as is."""


class DocumentError(TabsqlError):
    """A file that cannot be read as a PDF at all (corrupt, encrypted, empty, not a PDF)."""


class UnsafeSQL(TabsqlError):
    """SQL refused by the validator or stopped by the sandbox."""


class DocumentLimit(DocumentError):
    """A document over a limit (pages, decompressed content, extraction time or memory)."""
