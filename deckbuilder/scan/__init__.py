"""Photos → cards: finding cards in a photo (OpenCV), their picture fingerprints and
matching, and reading printed text (Tesseract). No Qt and no database here: the scan
service (``deckbuilder.services.scan_service``) joins this to the catalog."""
