package dev.tungsten.retro;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/// An RGBA8 image, row 0 at the top, 4 bytes per pixel in R, G, B, A order: a chain's input
/// frame, a lookup texture, or a chain's output. PNG files are read and written through
/// `javax.imageio`.
public record Image(int width, int height, byte[] rgba) {
    public Image {
        if (width <= 0 || height <= 0 || rgba.length != (long) width * height * 4) {
            throw new IllegalArgumentException("pixels do not match " + width + "x" + height);
        }
    }

    /// The pixel at (x, y) as 0xAARRGGBB.
    public int argb(int x, int y) {
        int i = (y * width + x) * 4;
        return (rgba[i + 3] & 0xFF) << 24 | (rgba[i] & 0xFF) << 16 | (rgba[i + 1] & 0xFF) << 8 | (rgba[i + 2] & 0xFF);
    }

    /// Reads a PNG (or any format ImageIO decodes).
    /// @throws RetroException of kind [RetroException.Kind#MISSING_FILE] or [RetroException.Kind#IMAGE]
    public static Image read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new RetroException(RetroException.Kind.MISSING_FILE, file, 0, "no such image file");
        }
        BufferedImage img;
        try {
            img = ImageIO.read(file.toFile());
        } catch (IOException | RuntimeException e) {
            throw new RetroException(RetroException.Kind.IMAGE, file, 0, "cannot decode the image: " + e.getMessage(), e);
        }
        if (img == null) {
            throw new RetroException(RetroException.Kind.IMAGE, file, 0, "not an image (no PNG, JPEG, GIF or BMP decoder accepts it)");
        }
        int w = img.getWidth();
        int h = img.getHeight();
        byte[] px = new byte[w * h * 4];
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            img.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                int p = row[x];
                int i = (y * w + x) * 4;
                px[i] = (byte) (p >> 16);
                px[i + 1] = (byte) (p >> 8);
                px[i + 2] = (byte) p;
                px[i + 3] = (byte) (p >>> 24);
            }
        }
        return new Image(w, h, px);
    }

    /// Writes a PNG with alpha. The file appears whole or not at all: the image goes to a
    /// temporary file in the same folder, which is then moved over `file`.
    public void write(Path file) throws IOException {
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[width];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                row[x] = argb(x, y);
            }
            img.setRGB(0, y, width, 1, row, 0, width);
        }
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path tmp = Files.createTempFile(parent, "." + file.getFileName(), ".tmp");
        try {
            if (!ImageIO.write(img, "png", tmp.toFile())) {
                throw new IOException("no PNG writer available");
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
