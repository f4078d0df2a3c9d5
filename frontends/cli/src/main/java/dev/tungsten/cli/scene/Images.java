package dev.tungsten.cli.scene;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/// PNG reading and writing (through `javax.imageio`) for RGBA8 images stored row 0 first, 4 bytes
/// per pixel in R, G, B, A order.
public final class Images {
    /// An RGBA8 image.
    public record Rgba(int width, int height, byte[] pixels) {
        public Rgba {
            if (pixels.length != width * height * 4) {
                throw new IllegalArgumentException("pixels do not match " + width + "x" + height);
            }
        }

        public int argb(int x, int y) {
            int i = (y * width + x) * 4;
            return (pixels[i + 3] & 0xFF) << 24 | (pixels[i] & 0xFF) << 16 | (pixels[i + 1] & 0xFF) << 8 | (pixels[i + 2] & 0xFF);
        }
    }

    private Images() {}

    /// Reads a PNG (or any format ImageIO knows).
    /// @throws SceneException when the file cannot be read or decoded
    public static Rgba read(Path file) {
        BufferedImage img;
        try {
            img = ImageIO.read(file.toFile());
        } catch (IOException e) {
            throw new SceneException(file.toString(), 0, 0, "cannot read the image: " + e.getMessage(), e);
        }
        if (img == null) {
            throw new SceneException(file.toString(), 0, 0, "not an image format ImageIO can decode");
        }
        int w = img.getWidth(), h = img.getHeight();
        byte[] px = new byte[w * h * 4];
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            img.getRGB(0, y, w, 1, row, 0, w);
            for (int x = 0; x < w; x++) {
                int p = row[x], i = (y * w + x) * 4;
                px[i] = (byte) (p >> 16);
                px[i + 1] = (byte) (p >> 8);
                px[i + 2] = (byte) p;
                px[i + 3] = (byte) (p >>> 24);
            }
        }
        return new Rgba(w, h, px);
    }

    /// Writes a PNG with alpha.
    public static void write(Path file, Rgba image) throws IOException {
        BufferedImage img = new BufferedImage(image.width(), image.height(), BufferedImage.TYPE_INT_ARGB);
        int[] row = new int[image.width()];
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                row[x] = image.argb(x, y);
            }
            img.setRGB(0, y, image.width(), 1, row, 0, image.width());
        }
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (!ImageIO.write(img, "png", file.toFile())) {
            throw new IOException("no PNG writer available");
        }
    }
}
