"""Printing proxies: the proxy sheet dialog."""
