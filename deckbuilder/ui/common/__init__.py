"""What every window uses: actions, background jobs, error texts, languages, help, thumbnails, value names, style, window geometry."""
